*SENSE:Minimize
NAME          cacheroute_plan
ROWS
 N  J
 E  share_2
 L  dest_2
 E  share_8
 L  dest_8
 E  share_9
 L  dest_9
 E  share_12
 L  dest_12
 E  share_13
 L  dest_13
 E  share_16
 L  dest_16
 E  share_18
 L  dest_18
 E  share_20
 L  dest_20
 E  share_21
 L  dest_21
 E  share_23
 L  dest_23
 E  share_25
 L  dest_25
 E  share_28
 L  dest_28
 L  link_0
 L  link_1
 L  link_2
 L  link_3
 L  link_4
 L  link_5
 L  link_6
 L  link_7
 L  link_8
 L  link_9
 L  link_10
 L  link_11
 L  link_12
 L  link_13
 L  link_14
 L  link_15
 L  link_16
 L  link_17
 L  link_18
 L  link_19
 L  link_20
 L  link_21
 L  link_22
 L  link_23
 L  link_24
 L  link_25
 L  link_26
 L  link_27
 L  link_28
 L  link_29
 L  link_30
 L  link_31
 L  link_32
 L  link_33
 L  link_34
 L  link_35
 L  link_36
 L  link_37
 L  link_38
 L  link_39
 L  link_40
 L  link_41
 L  link_42
 L  link_43
 L  link_44
 L  link_45
 L  link_46
 L  link_47
 L  kv_0
 L  load_0_0
 L  kv_1
 L  load_0_1
 L  kv_2
 L  load_0_2
 L  kv_3
 L  load_0_3
 E  blind_0
COLUMNS
    MARK      'MARKER'                 'INTORG'
    a_12      share_12  -1.000000000000e+00
    a_12      dest_12   -4.000000000000e+00
    a_12      blind_0    1.697290016186e-01
    a_12      J         -2.225267259407e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_13      share_13  -1.000000000000e+00
    a_13      dest_13   -4.000000000000e+00
    a_13      blind_0    1.891046882495e-02
    a_13      J         -3.364606551684e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_16      share_16  -1.000000000000e+00
    a_16      dest_16   -4.000000000000e+00
    a_16      blind_0    2.806843534924e-02
    a_16      J         -4.185487914353e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_18      share_18  -1.000000000000e+00
    a_18      dest_18   -4.000000000000e+00
    a_18      blind_0    2.404706223276e-02
    a_18      J         -3.683759886007e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_2       share_2   -1.000000000000e+00
    a_2       dest_2    -4.000000000000e+00
    a_2       blind_0    2.073538536177e-02
    a_2       J         -3.164974244892e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_20      share_20  -1.000000000000e+00
    a_20      dest_20   -4.000000000000e+00
    a_20      blind_0    8.517445981662e-02
    a_20      J         -1.101615697846e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_21      share_21  -1.000000000000e+00
    a_21      dest_21   -4.000000000000e+00
    a_21      blind_0    1.023105820227e-01
    a_21      J         -1.680553712948e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_23      share_23  -1.000000000000e+00
    a_23      dest_23   -4.000000000000e+00
    a_23      blind_0    2.932004510119e-02
    a_23      J         -4.245358489175e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_25      share_25  -1.000000000000e+00
    a_25      dest_25   -4.000000000000e+00
    a_25      blind_0    2.954609522658e-02
    a_25      J         -4.065982340468e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_28      share_28  -1.000000000000e+00
    a_28      dest_28   -4.000000000000e+00
    a_28      blind_0    2.375265439280e-01
    a_28      J         -4.024093878214e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_8       share_8   -1.000000000000e+00
    a_8       dest_8    -4.000000000000e+00
    a_8       blind_0    2.533442593929e-02
    a_8       J         -3.637968990500e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_9       share_9   -1.000000000000e+00
    a_9       dest_9    -4.000000000000e+00
    a_9       blind_0    4.087653937228e-02
    a_9       J         -7.376493802805e+02
    MARK      'MARKER'                 'INTEND'
    b_0_0     load_0_0   1.000000000000e+00
    b_0_0     blind_0    1.000000000000e+00
    b_0_1     load_0_1   1.000000000000e+00
    b_0_1     blind_0    1.000000000000e+00
    b_0_2     load_0_2   1.000000000000e+00
    b_0_2     blind_0    1.000000000000e+00
    b_0_3     load_0_3   1.000000000000e+00
    b_0_3     blind_0    1.000000000000e+00
    constant_one  J          6.239061385678e+04
    s_0_0     load_0_0  -1.000000000000e+00
    s_0_0     J          1.916894267509e+07
    s_0_1     load_0_1  -1.000000000000e+00
    s_0_1     J          1.916894267509e+07
    s_0_2     load_0_2  -1.000000000000e+00
    s_0_2     J          1.916894267509e+07
    s_0_3     load_0_3  -1.000000000000e+00
    s_0_3     J          1.916894267509e+07
    x_12_0    share_12   1.000000000000e+00
    x_12_0    link_12    1.000000000000e+00
    x_12_0    load_0_0   5.872165354935e-02
    x_12_1    share_12   1.000000000000e+00
    x_12_1    link_13    1.000000000000e+00
    x_12_1    load_0_1   5.872165354935e-02
    x_12_2    share_12   1.000000000000e+00
    x_12_2    link_14    1.000000000000e+00
    x_12_2    load_0_2   5.872165354935e-02
    x_12_3    share_12   1.000000000000e+00
    x_12_3    link_15    1.000000000000e+00
    x_12_3    load_0_3   5.872165354935e-02
    x_13_0    share_13   1.000000000000e+00
    x_13_0    link_16    1.000000000000e+00
    x_13_0    load_0_0   1.956909606631e-03
    x_13_1    share_13   1.000000000000e+00
    x_13_1    link_17    1.000000000000e+00
    x_13_1    load_0_1   1.956909606631e-03
    x_13_2    share_13   1.000000000000e+00
    x_13_2    link_18    1.000000000000e+00
    x_13_2    load_0_2   1.956909606631e-03
    x_13_3    share_13   1.000000000000e+00
    x_13_3    link_19    1.000000000000e+00
    x_13_3    load_0_3   1.956909606631e-03
    x_16_0    share_16   1.000000000000e+00
    x_16_0    link_20    1.000000000000e+00
    x_16_0    load_0_0   7.132232143275e-03
    x_16_1    share_16   1.000000000000e+00
    x_16_1    link_21    1.000000000000e+00
    x_16_1    load_0_1   7.132232143275e-03
    x_16_2    share_16   1.000000000000e+00
    x_16_2    link_22    1.000000000000e+00
    x_16_2    load_0_2   7.132232143275e-03
    x_16_3    share_16   1.000000000000e+00
    x_16_3    link_23    1.000000000000e+00
    x_16_3    load_0_3   7.132232143275e-03
    x_18_0    share_18   1.000000000000e+00
    x_18_0    link_24    1.000000000000e+00
    x_18_0    load_0_0   5.658271395046e-03
    x_18_1    share_18   1.000000000000e+00
    x_18_1    link_25    1.000000000000e+00
    x_18_1    load_0_1   5.658271395046e-03
    x_18_2    share_18   1.000000000000e+00
    x_18_2    link_26    1.000000000000e+00
    x_18_2    load_0_2   5.658271395046e-03
    x_18_3    share_18   1.000000000000e+00
    x_18_3    link_27    1.000000000000e+00
    x_18_3    load_0_3   5.658271395046e-03
    x_20_0    share_20   1.000000000000e+00
    x_20_0    link_28    1.000000000000e+00
    x_20_0    load_0_0   3.013287774498e-02
    x_20_1    share_20   1.000000000000e+00
    x_20_1    link_29    1.000000000000e+00
    x_20_1    load_0_1   3.013287774498e-02
    x_20_2    share_20   1.000000000000e+00
    x_20_2    link_30    1.000000000000e+00
    x_20_2    load_0_2   3.013287774498e-02
    x_20_3    share_20   1.000000000000e+00
    x_20_3    link_31    1.000000000000e+00
    x_20_3    load_0_3   3.013287774498e-02
    x_21_0    share_21   1.000000000000e+00
    x_21_0    link_32    1.000000000000e+00
    x_21_0    load_0_0   1.808388025969e-02
    x_21_1    share_21   1.000000000000e+00
    x_21_1    link_33    1.000000000000e+00
    x_21_1    load_0_1   1.808388025969e-02
    x_21_2    share_21   1.000000000000e+00
    x_21_2    link_34    1.000000000000e+00
    x_21_2    load_0_2   1.808388025969e-02
    x_21_3    share_21   1.000000000000e+00
    x_21_3    link_35    1.000000000000e+00
    x_21_3    load_0_3   1.808388025969e-02
    x_23_0    share_23   1.000000000000e+00
    x_23_0    link_36    1.000000000000e+00
    x_23_0    load_0_0   8.243299016969e-03
    x_23_1    share_23   1.000000000000e+00
    x_23_1    link_37    1.000000000000e+00
    x_23_1    load_0_1   8.243299016969e-03
    x_23_2    share_23   1.000000000000e+00
    x_23_2    link_38    1.000000000000e+00
    x_23_2    load_0_2   8.243299016969e-03
    x_23_3    share_23   1.000000000000e+00
    x_23_3    link_39    1.000000000000e+00
    x_23_3    load_0_3   8.243299016969e-03
    x_25_0    share_25   1.000000000000e+00
    x_25_0    link_40    1.000000000000e+00
    x_25_0    load_0_0   9.526765804361e-03
    x_25_1    share_25   1.000000000000e+00
    x_25_1    link_41    1.000000000000e+00
    x_25_1    load_0_1   9.526765804361e-03
    x_25_2    share_25   1.000000000000e+00
    x_25_2    link_42    1.000000000000e+00
    x_25_2    load_0_2   9.526765804361e-03
    x_25_3    share_25   1.000000000000e+00
    x_25_3    link_43    1.000000000000e+00
    x_25_3    load_0_3   9.526765804361e-03
    x_28_0    share_28   1.000000000000e+00
    x_28_0    link_44    1.000000000000e+00
    x_28_0    load_0_0   3.760235957646e-02
    x_28_1    share_28   1.000000000000e+00
    x_28_1    link_45    1.000000000000e+00
    x_28_1    load_0_1   3.760235957646e-02
    x_28_2    share_28   1.000000000000e+00
    x_28_2    link_46    1.000000000000e+00
    x_28_2    load_0_2   3.760235957646e-02
    x_28_3    share_28   1.000000000000e+00
    x_28_3    link_47    1.000000000000e+00
    x_28_3    load_0_3   3.760235957646e-02
    x_2_0     share_2    1.000000000000e+00
    x_2_0     link_0     1.000000000000e+00
    x_2_0     load_0_0   4.880293272357e-03
    x_2_1     share_2    1.000000000000e+00
    x_2_1     link_1     1.000000000000e+00
    x_2_1     load_0_1   4.880293272357e-03
    x_2_2     share_2    1.000000000000e+00
    x_2_2     link_2     1.000000000000e+00
    x_2_2     load_0_2   4.880293272357e-03
    x_2_3     share_2    1.000000000000e+00
    x_2_3     link_3     1.000000000000e+00
    x_2_3     load_0_3   4.880293272357e-03
    x_8_0     share_8    1.000000000000e+00
    x_8_0     link_4     1.000000000000e+00
    x_8_0     load_0_0   7.104479311758e-03
    x_8_1     share_8    1.000000000000e+00
    x_8_1     link_5     1.000000000000e+00
    x_8_1     load_0_1   7.104479311758e-03
    x_8_2     share_8    1.000000000000e+00
    x_8_2     link_6     1.000000000000e+00
    x_8_2     load_0_2   7.104479311758e-03
    x_8_3     share_8    1.000000000000e+00
    x_8_3     link_7     1.000000000000e+00
    x_8_3     load_0_3   7.104479311758e-03
    x_9_0     share_9    1.000000000000e+00
    x_9_0     link_8     1.000000000000e+00
    x_9_0     load_0_0   4.449361318519e-03
    x_9_1     share_9    1.000000000000e+00
    x_9_1     link_9     1.000000000000e+00
    x_9_1     load_0_1   4.449361318519e-03
    x_9_2     share_9    1.000000000000e+00
    x_9_2     link_10    1.000000000000e+00
    x_9_2     load_0_2   4.449361318519e-03
    x_9_3     share_9    1.000000000000e+00
    x_9_3     link_11    1.000000000000e+00
    x_9_3     load_0_3   4.449361318519e-03
    MARK      'MARKER'                 'INTORG'
    y_12_0    dest_12    1.000000000000e+00
    y_12_0    link_12   -1.000000000000e+00
    y_12_0    kv_0       1.586000000000e+03
    y_12_0    load_0_0   2.637251073156e-04
    y_12_0    J          5.286666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_12_1    dest_12    1.000000000000e+00
    y_12_1    link_13   -1.000000000000e+00
    y_12_1    kv_1       1.586000000000e+03
    y_12_1    load_0_1   2.637251073156e-04
    y_12_1    J          5.286666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_12_2    dest_12    1.000000000000e+00
    y_12_2    link_14   -1.000000000000e+00
    y_12_2    kv_2       1.586000000000e+03
    y_12_2    load_0_2   2.637251073156e-04
    y_12_2    J          5.286666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_12_3    dest_12    1.000000000000e+00
    y_12_3    link_15   -1.000000000000e+00
    y_12_3    kv_3       1.586000000000e+03
    y_12_3    load_0_3   2.637251073156e-04
    y_12_3    J          5.286666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_13_0    dest_13    1.000000000000e+00
    y_13_0    link_16   -1.000000000000e+00
    y_13_0    kv_0       2.200000000000e+03
    y_13_0    load_0_0   3.695115581110e-04
    y_13_0    J          7.333333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_13_1    dest_13    1.000000000000e+00
    y_13_1    link_17   -1.000000000000e+00
    y_13_1    kv_1       2.200000000000e+03
    y_13_1    load_0_1   3.695115581110e-04
    y_13_1    J          7.333333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_13_2    dest_13    1.000000000000e+00
    y_13_2    link_18   -1.000000000000e+00
    y_13_2    kv_2       2.200000000000e+03
    y_13_2    load_0_2   3.695115581110e-04
    y_13_2    J          7.333333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_13_3    dest_13    1.000000000000e+00
    y_13_3    link_19   -1.000000000000e+00
    y_13_3    kv_3       2.200000000000e+03
    y_13_3    load_0_3   3.695115581110e-04
    y_13_3    J          7.333333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_16_0    dest_16    1.000000000000e+00
    y_16_0    link_20   -1.000000000000e+00
    y_16_0    kv_0       1.752000000000e+03
    y_16_0    load_0_0   2.921222787517e-04
    y_16_0    J          5.840000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_16_1    dest_16    1.000000000000e+00
    y_16_1    link_21   -1.000000000000e+00
    y_16_1    kv_1       1.752000000000e+03
    y_16_1    load_0_1   2.921222787517e-04
    y_16_1    J          5.840000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_16_2    dest_16    1.000000000000e+00
    y_16_2    link_22   -1.000000000000e+00
    y_16_2    kv_2       1.752000000000e+03
    y_16_2    load_0_2   2.921222787517e-04
    y_16_2    J          5.840000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_16_3    dest_16    1.000000000000e+00
    y_16_3    link_23   -1.000000000000e+00
    y_16_3    kv_3       1.752000000000e+03
    y_16_3    load_0_3   2.921222787517e-04
    y_16_3    J          5.840000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_18_0    dest_18    1.000000000000e+00
    y_18_0    link_24   -1.000000000000e+00
    y_18_0    kv_0       1.627000000000e+03
    y_18_0    load_0_0   2.707248718590e-04
    y_18_0    J          5.423333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_18_1    dest_18    1.000000000000e+00
    y_18_1    link_25   -1.000000000000e+00
    y_18_1    kv_1       1.627000000000e+03
    y_18_1    load_0_1   2.707248718590e-04
    y_18_1    J          5.423333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_18_2    dest_18    1.000000000000e+00
    y_18_2    link_26   -1.000000000000e+00
    y_18_2    kv_2       1.627000000000e+03
    y_18_2    load_0_2   2.707248718590e-04
    y_18_2    J          5.423333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_18_3    dest_18    1.000000000000e+00
    y_18_3    link_27   -1.000000000000e+00
    y_18_3    kv_3       1.627000000000e+03
    y_18_3    load_0_3   2.707248718590e-04
    y_18_3    J          5.423333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_20_0    dest_20    1.000000000000e+00
    y_20_0    link_28   -1.000000000000e+00
    y_20_0    kv_0       1.683000000000e+03
    y_20_0    load_0_0   2.803003588510e-04
    y_20_0    J          5.610000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_20_1    dest_20    1.000000000000e+00
    y_20_1    link_29   -1.000000000000e+00
    y_20_1    kv_1       1.683000000000e+03
    y_20_1    load_0_1   2.803003588510e-04
    y_20_1    J          5.610000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_20_2    dest_20    1.000000000000e+00
    y_20_2    link_30   -1.000000000000e+00
    y_20_2    kv_2       1.683000000000e+03
    y_20_2    load_0_2   2.803003588510e-04
    y_20_2    J          5.610000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_20_3    dest_20    1.000000000000e+00
    y_20_3    link_31   -1.000000000000e+00
    y_20_3    kv_3       1.683000000000e+03
    y_20_3    load_0_3   2.803003588510e-04
    y_20_3    J          5.610000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_21_0    dest_21    1.000000000000e+00
    y_21_0    link_32   -1.000000000000e+00
    y_21_0    kv_0       1.871000000000e+03
    y_21_0    load_0_0   3.125718977509e-04
    y_21_0    J          6.236666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_21_1    dest_21    1.000000000000e+00
    y_21_1    link_33   -1.000000000000e+00
    y_21_1    kv_1       1.871000000000e+03
    y_21_1    load_0_1   3.125718977509e-04
    y_21_1    J          6.236666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_21_2    dest_21    1.000000000000e+00
    y_21_2    link_34   -1.000000000000e+00
    y_21_2    kv_2       1.871000000000e+03
    y_21_2    load_0_2   3.125718977509e-04
    y_21_2    J          6.236666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_21_3    dest_21    1.000000000000e+00
    y_21_3    link_35   -1.000000000000e+00
    y_21_3    kv_3       1.871000000000e+03
    y_21_3    load_0_3   3.125718977509e-04
    y_21_3    J          6.236666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_23_0    dest_23    1.000000000000e+00
    y_23_0    link_36   -1.000000000000e+00
    y_23_0    kv_0       1.295000000000e+03
    y_23_0    load_0_0   2.143076668214e-04
    y_23_0    J          4.316666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_23_1    dest_23    1.000000000000e+00
    y_23_1    link_37   -1.000000000000e+00
    y_23_1    kv_1       1.295000000000e+03
    y_23_1    load_0_1   2.143076668214e-04
    y_23_1    J          4.316666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_23_2    dest_23    1.000000000000e+00
    y_23_2    link_38   -1.000000000000e+00
    y_23_2    kv_2       1.295000000000e+03
    y_23_2    load_0_2   2.143076668214e-04
    y_23_2    J          4.316666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_23_3    dest_23    1.000000000000e+00
    y_23_3    link_39   -1.000000000000e+00
    y_23_3    kv_3       1.295000000000e+03
    y_23_3    load_0_3   2.143076668214e-04
    y_23_3    J          4.316666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_25_0    dest_25    1.000000000000e+00
    y_25_0    link_40   -1.000000000000e+00
    y_25_0    kv_0       7.940000000000e+02
    y_25_0    load_0_0   1.303116625556e-04
    y_25_0    J          2.646666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_25_1    dest_25    1.000000000000e+00
    y_25_1    link_41   -1.000000000000e+00
    y_25_1    kv_1       7.940000000000e+02
    y_25_1    load_0_1   1.303116625556e-04
    y_25_1    J          2.646666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_25_2    dest_25    1.000000000000e+00
    y_25_2    link_42   -1.000000000000e+00
    y_25_2    kv_2       7.940000000000e+02
    y_25_2    load_0_2   1.303116625556e-04
    y_25_2    J          2.646666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_25_3    dest_25    1.000000000000e+00
    y_25_3    link_43   -1.000000000000e+00
    y_25_3    kv_3       7.940000000000e+02
    y_25_3    load_0_3   1.303116625556e-04
    y_25_3    J          2.646666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_28_0    dest_28    1.000000000000e+00
    y_28_0    link_44   -1.000000000000e+00
    y_28_0    kv_0       1.338000000000e+03
    y_28_0    load_0_0   2.215807804672e-04
    y_28_0    J          4.460000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_28_1    dest_28    1.000000000000e+00
    y_28_1    link_45   -1.000000000000e+00
    y_28_1    kv_1       1.338000000000e+03
    y_28_1    load_0_1   2.215807804672e-04
    y_28_1    J          4.460000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_28_2    dest_28    1.000000000000e+00
    y_28_2    link_46   -1.000000000000e+00
    y_28_2    kv_2       1.338000000000e+03
    y_28_2    load_0_2   2.215807804672e-04
    y_28_2    J          4.460000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_28_3    dest_28    1.000000000000e+00
    y_28_3    link_47   -1.000000000000e+00
    y_28_3    kv_3       1.338000000000e+03
    y_28_3    load_0_3   2.215807804672e-04
    y_28_3    J          4.460000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_2_0     dest_2     1.000000000000e+00
    y_2_0     link_0    -1.000000000000e+00
    y_2_0     kv_0       1.843000000000e+03
    y_2_0     load_0_0   3.077532649536e-04
    y_2_0     J          6.143333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_2_1     dest_2     1.000000000000e+00
    y_2_1     link_1    -1.000000000000e+00
    y_2_1     kv_1       1.843000000000e+03
    y_2_1     load_0_1   3.077532649536e-04
    y_2_1     J          6.143333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_2_2     dest_2     1.000000000000e+00
    y_2_2     link_2    -1.000000000000e+00
    y_2_2     kv_2       1.843000000000e+03
    y_2_2     load_0_2   3.077532649536e-04
    y_2_2     J          6.143333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_2_3     dest_2     1.000000000000e+00
    y_2_3     link_3    -1.000000000000e+00
    y_2_3     kv_3       1.843000000000e+03
    y_2_3     load_0_3   3.077532649536e-04
    y_2_3     J          6.143333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_8_0     dest_8     1.000000000000e+00
    y_8_0     link_4    -1.000000000000e+00
    y_8_0     kv_0       1.861000000000e+03
    y_8_0     load_0_0   3.108504659461e-04
    y_8_0     J          6.203333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_8_1     dest_8     1.000000000000e+00
    y_8_1     link_5    -1.000000000000e+00
    y_8_1     kv_1       1.861000000000e+03
    y_8_1     load_0_1   3.108504659461e-04
    y_8_1     J          6.203333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_8_2     dest_8     1.000000000000e+00
    y_8_2     link_6    -1.000000000000e+00
    y_8_2     kv_2       1.861000000000e+03
    y_8_2     load_0_2   3.108504659461e-04
    y_8_2     J          6.203333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_8_3     dest_8     1.000000000000e+00
    y_8_3     link_7    -1.000000000000e+00
    y_8_3     kv_3       1.861000000000e+03
    y_8_3     load_0_3   3.108504659461e-04
    y_8_3     J          6.203333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_9_0     dest_9     1.000000000000e+00
    y_9_0     link_8    -1.000000000000e+00
    y_9_0     kv_0       9.730000000000e+02
    y_9_0     load_0_0   1.601648208206e-04
    y_9_0     J          3.243333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_9_1     dest_9     1.000000000000e+00
    y_9_1     link_9    -1.000000000000e+00
    y_9_1     kv_1       9.730000000000e+02
    y_9_1     load_0_1   1.601648208206e-04
    y_9_1     J          3.243333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_9_2     dest_9     1.000000000000e+00
    y_9_2     link_10   -1.000000000000e+00
    y_9_2     kv_2       9.730000000000e+02
    y_9_2     load_0_2   1.601648208206e-04
    y_9_2     J          3.243333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_9_3     dest_9     1.000000000000e+00
    y_9_3     link_11   -1.000000000000e+00
    y_9_3     kv_3       9.730000000000e+02
    y_9_3     load_0_3   1.601648208206e-04
    y_9_3     J          3.243333333333e+00
    MARK      'MARKER'                 'INTEND'
RHS
    RHS       share_2    0.000000000000e+00
    RHS       dest_2     0.000000000000e+00
    RHS       share_8    0.000000000000e+00
    RHS       dest_8     0.000000000000e+00
    RHS       share_9    0.000000000000e+00
    RHS       dest_9     0.000000000000e+00
    RHS       share_12   0.000000000000e+00
    RHS       dest_12    0.000000000000e+00
    RHS       share_13   0.000000000000e+00
    RHS       dest_13    0.000000000000e+00
    RHS       share_16   0.000000000000e+00
    RHS       dest_16    0.000000000000e+00
    RHS       share_18   0.000000000000e+00
    RHS       dest_18    0.000000000000e+00
    RHS       share_20   0.000000000000e+00
    RHS       dest_20    0.000000000000e+00
    RHS       share_21   0.000000000000e+00
    RHS       dest_21    0.000000000000e+00
    RHS       share_23   0.000000000000e+00
    RHS       dest_23    0.000000000000e+00
    RHS       share_25   0.000000000000e+00
    RHS       dest_25    0.000000000000e+00
    RHS       share_28   0.000000000000e+00
    RHS       dest_28    0.000000000000e+00
    RHS       link_0     0.000000000000e+00
    RHS       link_1     0.000000000000e+00
    RHS       link_2     0.000000000000e+00
    RHS       link_3     0.000000000000e+00
    RHS       link_4     0.000000000000e+00
    RHS       link_5     0.000000000000e+00
    RHS       link_6     0.000000000000e+00
    RHS       link_7     0.000000000000e+00
    RHS       link_8     0.000000000000e+00
    RHS       link_9     0.000000000000e+00
    RHS       link_10    0.000000000000e+00
    RHS       link_11    0.000000000000e+00
    RHS       link_12    0.000000000000e+00
    RHS       link_13    0.000000000000e+00
    RHS       link_14    0.000000000000e+00
    RHS       link_15    0.000000000000e+00
    RHS       link_16    0.000000000000e+00
    RHS       link_17    0.000000000000e+00
    RHS       link_18    0.000000000000e+00
    RHS       link_19    0.000000000000e+00
    RHS       link_20    0.000000000000e+00
    RHS       link_21    0.000000000000e+00
    RHS       link_22    0.000000000000e+00
    RHS       link_23    0.000000000000e+00
    RHS       link_24    0.000000000000e+00
    RHS       link_25    0.000000000000e+00
    RHS       link_26    0.000000000000e+00
    RHS       link_27    0.000000000000e+00
    RHS       link_28    0.000000000000e+00
    RHS       link_29    0.000000000000e+00
    RHS       link_30    0.000000000000e+00
    RHS       link_31    0.000000000000e+00
    RHS       link_32    0.000000000000e+00
    RHS       link_33    0.000000000000e+00
    RHS       link_34    0.000000000000e+00
    RHS       link_35    0.000000000000e+00
    RHS       link_36    0.000000000000e+00
    RHS       link_37    0.000000000000e+00
    RHS       link_38    0.000000000000e+00
    RHS       link_39    0.000000000000e+00
    RHS       link_40    0.000000000000e+00
    RHS       link_41    0.000000000000e+00
    RHS       link_42    0.000000000000e+00
    RHS       link_43    0.000000000000e+00
    RHS       link_44    0.000000000000e+00
    RHS       link_45    0.000000000000e+00
    RHS       link_46    0.000000000000e+00
    RHS       link_47    0.000000000000e+00
    RHS       kv_0       1.661630623219e+03
    RHS       load_0_0   8.518302131587e-01
    RHS       kv_1       1.423848840402e+03
    RHS       load_0_1   6.142589327428e-01
    RHS       kv_2       2.265306052061e+03
    RHS       load_0_2   9.221098780772e-01
    RHS       kv_3       2.093246452401e+03
    RHS       load_0_3   8.397417757024e-01
    RHS       blind_0    3.797577411390e+00
BOUNDS
 BV BND       a_12    
 BV BND       a_13    
 BV BND       a_16    
 BV BND       a_18    
 BV BND       a_2     
 BV BND       a_20    
 BV BND       a_21    
 BV BND       a_23    
 BV BND       a_25    
 BV BND       a_28    
 BV BND       a_8     
 BV BND       a_9     
 FX BND       constant_one   1.000000000000e+00
 UP BND       x_12_0     1.000000000000e+00
 UP BND       x_12_1     1.000000000000e+00
 UP BND       x_12_2     1.000000000000e+00
 UP BND       x_12_3     1.000000000000e+00
 UP BND       x_13_0     1.000000000000e+00
 UP BND       x_13_1     1.000000000000e+00
 UP BND       x_13_2     1.000000000000e+00
 UP BND       x_13_3     1.000000000000e+00
 UP BND       x_16_0     1.000000000000e+00
 UP BND       x_16_1     1.000000000000e+00
 UP BND       x_16_2     1.000000000000e+00
 UP BND       x_16_3     1.000000000000e+00
 UP BND       x_18_0     1.000000000000e+00
 UP BND       x_18_1     1.000000000000e+00
 UP BND       x_18_2     1.000000000000e+00
 UP BND       x_18_3     1.000000000000e+00
 UP BND       x_20_0     1.000000000000e+00
 UP BND       x_20_1     1.000000000000e+00
 UP BND       x_20_2     1.000000000000e+00
 UP BND       x_20_3     1.000000000000e+00
 UP BND       x_21_0     1.000000000000e+00
 UP BND       x_21_1     1.000000000000e+00
 UP BND       x_21_2     1.000000000000e+00
 UP BND       x_21_3     1.000000000000e+00
 UP BND       x_23_0     1.000000000000e+00
 UP BND       x_23_1     1.000000000000e+00
 UP BND       x_23_2     1.000000000000e+00
 UP BND       x_23_3     1.000000000000e+00
 UP BND       x_25_0     1.000000000000e+00
 UP BND       x_25_1     1.000000000000e+00
 UP BND       x_25_2     1.000000000000e+00
 UP BND       x_25_3     1.000000000000e+00
 UP BND       x_28_0     1.000000000000e+00
 UP BND       x_28_1     1.000000000000e+00
 UP BND       x_28_2     1.000000000000e+00
 UP BND       x_28_3     1.000000000000e+00
 UP BND       x_2_0      1.000000000000e+00
 UP BND       x_2_1      1.000000000000e+00
 UP BND       x_2_2      1.000000000000e+00
 UP BND       x_2_3      1.000000000000e+00
 UP BND       x_8_0      1.000000000000e+00
 UP BND       x_8_1      1.000000000000e+00
 UP BND       x_8_2      1.000000000000e+00
 UP BND       x_8_3      1.000000000000e+00
 UP BND       x_9_0      1.000000000000e+00
 UP BND       x_9_1      1.000000000000e+00
 UP BND       x_9_2      1.000000000000e+00
 UP BND       x_9_3      1.000000000000e+00
 BV BND       y_12_0  
 BV BND       y_12_1  
 BV BND       y_12_2  
 BV BND       y_12_3  
 BV BND       y_13_0  
 BV BND       y_13_1  
 BV BND       y_13_2  
 BV BND       y_13_3  
 BV BND       y_16_0  
 BV BND       y_16_1  
 BV BND       y_16_2  
 BV BND       y_16_3  
 BV BND       y_18_0  
 BV BND       y_18_1  
 BV BND       y_18_2  
 BV BND       y_18_3  
 BV BND       y_20_0  
 BV BND       y_20_1  
 BV BND       y_20_2  
 BV BND       y_20_3  
 BV BND       y_21_0  
 BV BND       y_21_1  
 BV BND       y_21_2  
 BV BND       y_21_3  
 BV BND       y_23_0  
 BV BND       y_23_1  
 BV BND       y_23_2  
 BV BND       y_23_3  
 BV BND       y_25_0  
 BV BND       y_25_1  
 BV BND       y_25_2  
 BV BND       y_25_3  
 BV BND       y_28_0  
 BV BND       y_28_1  
 BV BND       y_28_2  
 BV BND       y_28_3  
 BV BND       y_2_0   
 BV BND       y_2_1   
 BV BND       y_2_2   
 BV BND       y_2_3   
 BV BND       y_8_0   
 BV BND       y_8_1   
 BV BND       y_8_2   
 BV BND       y_8_3   
 BV BND       y_9_0   
 BV BND       y_9_1   
 BV BND       y_9_2   
 BV BND       y_9_3   
ENDATA
